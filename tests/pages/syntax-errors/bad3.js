// A module that does not parse.
const s = "abc;

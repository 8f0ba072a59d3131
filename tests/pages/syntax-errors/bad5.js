// A module that does not parse.
const c;

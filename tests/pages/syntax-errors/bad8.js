// A module that does not parse.
const a = 1 const b = 2;

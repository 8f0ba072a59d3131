// A module that does not parse.
const q = 1x;

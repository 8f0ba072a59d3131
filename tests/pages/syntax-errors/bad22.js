// A module that does not parse.
const [...r, s] = [];

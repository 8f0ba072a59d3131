// A module that does not parse.
const re = /abc;

// A module that does not parse.
let x; x = 1 y = 2;

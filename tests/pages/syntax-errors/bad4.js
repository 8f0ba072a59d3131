// A module that does not parse.
let a; let a;

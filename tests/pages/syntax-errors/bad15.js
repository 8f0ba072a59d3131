// A module that does not parse.
let x; x + 1++;

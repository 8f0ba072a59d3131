// A module that does not parse.
let x = 1 # 2;

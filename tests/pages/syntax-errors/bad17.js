// A module that does not parse.
try { let q = 1; }

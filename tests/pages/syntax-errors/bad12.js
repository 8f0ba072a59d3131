// A module that does not parse.
new.target;

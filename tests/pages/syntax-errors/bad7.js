// A module that does not parse.
return 5;

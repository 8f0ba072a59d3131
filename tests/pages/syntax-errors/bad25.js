// A module that does not parse.
for (1 of []) {}

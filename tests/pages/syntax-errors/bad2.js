// A module that does not parse.
if (true) {

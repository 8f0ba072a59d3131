// A module that does not parse.
/* unclosed

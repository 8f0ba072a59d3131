// A module that does not parse.
const t = `a ${1;

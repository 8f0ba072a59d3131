// A module that does not parse.
throw
  new Error("a");

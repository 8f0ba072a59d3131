// A module that does not parse.
continue;

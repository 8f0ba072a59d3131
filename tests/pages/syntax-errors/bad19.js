// A module that does not parse.
break;

// A module that does not parse.
class { }

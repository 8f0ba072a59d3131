// A module that does not parse.
class B { constructor() { super(); } }

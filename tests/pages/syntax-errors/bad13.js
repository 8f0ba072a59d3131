// A module that does not parse.
const f = function () { return 1 } f();

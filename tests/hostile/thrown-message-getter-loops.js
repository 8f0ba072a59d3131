// A thrown object whose `message` getter never returns: the error report reads it.
console.log("throwing");
throw { get message() { for (;;) {} } };

// A thrown value whose toString never returns.
console.log("throwing");
throw { toString() { for (;;) {} } };

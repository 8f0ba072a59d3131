// A thrown object whose `message` getter throws in turn.
console.log("throwing");
throw { get message() { throw new Error("inner"); } };

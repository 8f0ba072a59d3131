// A thrown Proxy whose every trap throws.
const trap = () => { throw new Error("trap"); };
console.log("throwing");
throw new Proxy({}, { get: trap, has: trap, ownKeys: trap, getPrototypeOf: trap, getOwnPropertyDescriptor: trap });

// Each promise settles into two more.
console.log("forking");
const fork = () => { Promise.resolve().then(fork); Promise.resolve().then(fork); };
fork();

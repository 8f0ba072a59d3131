// Each timer schedules two more.
console.log("forking");
const fork = () => { setTimeout(fork, 0); setTimeout(fork, 0); };
fork();

// setTimeout with a string of code, and with a number of milliseconds past 2^31.
setTimeout("console.log('string ran')", 0);
setTimeout(() => console.log("late timer ran at once"), 2 ** 32 + 5);
setTimeout(() => console.log("after"), 20);

// A regular expression that backtracks for ever (catastrophic backtracking).
console.log("matching");
console.log(/(a+)+b/.test("a".repeat(40)));

// A deferred classic script: it runs after the document is parsed, before `load`.
console.log("deferred script, readyState " + document.readyState);

// A page body of 64 MiB of text.
document.body.textContent = "x".repeat(64 << 20);
console.log(`body: ${document.body.textContent.length}`);

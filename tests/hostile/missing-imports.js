// Ten thousand dynamic imports of modules that do not exist.
let failed = 0;
for (let i = 0; i < 10000; i++) {
    try {
        await import(`./nowhere-${i}.js`);
    } catch {
        failed++;
    }
}
console.log(`failed: ${failed}`);

// fetch and import outside the page's folder: parent folders, absolute paths, /proc, a URL.
for (const url of ["../../../../etc/passwd", "/etc/passwd", "/proc/self/environ", "file:///etc/passwd", "https://example.com/"]) {
    try {
        const r = await fetch(url);
        console.log(`${url}: ${r.status}`);
    } catch (e) {
        console.log(`${url}: ${e.constructor.name}`);
    }
}
try {
    await import("/etc/passwd");
    console.log("imported");
} catch (e) {
    console.log(`import: ${e.constructor.name}`);
}

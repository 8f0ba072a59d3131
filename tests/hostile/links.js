// fetch and import through links and special files that the test puts in the folder:
// a symlink to /etc/passwd, a folder symlink to /etc, a symlink to /dev/zero, a FIFO.
for (const url of ["./passwd.wgsl", "./etc/hostname", "./zero.bin", "./pipe", "./missing.txt"]) {
    try {
        const r = await fetch(url);
        console.log(`${url}: ${r.status}`);
    } catch (e) {
        console.log(`${url}: ${e.constructor.name}`);
    }
}
for (const url of ["./passwd.wgsl", "./etc/hostname"]) {
    try {
        await import(url);
        console.log(`import ${url}: imported`);
    } catch (e) {
        console.log(`import ${url}: ${e.constructor.name}`);
    }
}

// structuredClone of a deep cyclic graph.
let head = { next: null };
let node = head;
for (let i = 0; i < 100000; i++) node = node.next = { i, next: null };
node.next = head;
try {
    const copy = structuredClone(head);
    console.log(`cloned: ${copy.next.next.i}`);
} catch (e) {
    console.log(`caught: ${e.constructor.name}`);
}

// mistake: The entry point is written GLSL-style as `void main()`.
// category: habit

void main() {
    return;
}

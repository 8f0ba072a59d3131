//! The course folders are bundled into the program (`src/files/course.rs`): a change in
//! any of them builds the program again.

fn main() {
    for dir in ["lessons", "shaders", "assets"] {
        println!("cargo:rerun-if-changed={dir}");
    }
}

//! The `lienzo` binary: on the desktop the CLI and the window (`cli.rs`); in the web
//! build, the page's entry point.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {
    lienzo::ui::web::start();
}

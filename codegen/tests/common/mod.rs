//! What the tests that compile C share: the project's C flags.

use std::path::Path;
use std::process::Command;

/// Compiles `dir/main.c` with the machine's C compiler (`$CC`, else `cc`)
/// as C99 with the project's warnings denied, runs it and returns what it
/// printed; a compiler message fails the test.
pub fn compile_and_run(dir: &Path) -> String {
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let exe = dir.join("check");
    let compiled = Command::new(&cc)
        .args(["-std=c99", "-pedantic", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&exe)
        .arg(dir.join("main.c"))
        .output()
        .unwrap_or_else(|e| panic!("cannot run the C compiler {cc:?}: {e}"));
    assert!(
        compiled.status.success(),
        "{}",
        String::from_utf8_lossy(&compiled.stderr)
    );
    let run = Command::new(&exe).output().unwrap();
    String::from_utf8_lossy(&run.stdout).into_owned()
}

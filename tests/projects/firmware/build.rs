//! Puts the part's memory map where the runtime's link.x finds it, as
//! memory.x: memory-m4f.x (a Cortex-M4F), memory-2m.x for the `magic` variant,
//! memory-microbit.x for thumbv6m (a Cortex-M0), memory-riscv-virt.x for
//! riscv32; sets the cfg `reads_tables` for every variant but the
//! baseline, so main.rs names the variants once.
use std::path::PathBuf;

fn main() {
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("Cargo sets OUT_DIR"));
    // The `magic` variant (magic/, which builds with this script) needs a
    // part with more flash: memory-2m.x.
    let target = std::env::var("TARGET").expect("Cargo sets TARGET");
    let memory: &[u8] = if std::env::var_os("CARGO_FEATURE_MAGIC").is_some() {
        include_bytes!("memory-2m.x")
    } else if target.starts_with("thumbv6m") {
        include_bytes!("memory-microbit.x")
    } else if target.starts_with("riscv32") {
        include_bytes!("memory-riscv-virt.x")
    } else {
        include_bytes!("memory-m4f.x")
    };
    std::fs::write(out.join("memory.x"), memory).expect("OUT_DIR is writable");
    println!("cargo::rustc-link-search={}", out.display());
    println!("cargo::rustc-check-cfg=cfg(reads_tables)");
    let variants = ["ONE_DISTANCE", "ALL_DISTANCES", "EVERYTHING", "ONE_PAWN_MASK", "CATALOGUE", "MAGIC"];
    if variants
        .iter()
        .any(|v| std::env::var_os(format!("CARGO_FEATURE_{v}")).is_some())
    {
        println!("cargo::rustc-cfg=reads_tables");
    }
    println!("cargo::rerun-if-changed=memory-m4f.x");
    println!("cargo::rerun-if-changed=memory-2m.x");
    println!("cargo::rerun-if-changed=memory-microbit.x");
    println!("cargo::rerun-if-changed=memory-riscv-virt.x");
    println!("cargo::rerun-if-changed=build.rs");
}

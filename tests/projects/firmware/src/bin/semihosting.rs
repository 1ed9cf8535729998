//! The firmware that runs: on an emulated Cortex-M4F, Cortex-M0 or 32-bit
//! RISC-V (scripts/check/run-firmware.sh) it prints the table crate's
//! report (`tests/firmware_report/report.rs`) and then the position
//! crate's (`position/tests/firmware_report/report.rs`: FEN to key, bad
//! FENs, a book in flash) through semihosting, and exits with status 0, or
//! 1 if printing fails or anything panics.
#![no_std]
#![no_main]

#[cfg(target_arch = "arm")]
use cortex_m_rt::entry;
#[cfg(target_arch = "arm")]
use cortex_m_semihosting::{debug, hio};
#[cfg(target_arch = "riscv32")]
use riscv_rt::entry;
#[cfg(target_arch = "riscv32")]
use riscv_semihosting::{debug, hio};

#[path = "../../../../firmware_report/report.rs"]
mod report;

#[path = "../../../../../position/tests/firmware_report/report.rs"]
mod position_report;

#[entry]
fn main() -> ! {
    let printed = match hio::hstdout() {
        Ok(mut stdout) => {
            report::report(&mut stdout).is_ok() && position_report::report(&mut stdout).is_ok()
        }
        Err(()) => false,
    };
    debug::exit(if printed {
        debug::EXIT_SUCCESS
    } else {
        debug::EXIT_FAILURE
    });
    // Only reached when no debugger or emulator handles the exit call.
    loop {
        core::hint::spin_loop();
    }
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    use core::fmt::Write;
    if let Ok(mut stderr) = hio::hstderr() {
        let _ = writeln!(stderr, "panic: {info}");
    }
    debug::exit(debug::EXIT_FAILURE);
    loop {
        core::hint::spin_loop();
    }
}

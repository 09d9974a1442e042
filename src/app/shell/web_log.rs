//! The browser's console log: warnings and errors, without Bevy's log filter.
//!
//! Bevy's `LogPlugin` parses its filter (`RUST_LOG` directives) with a regular-expression engine
//! that every page would download, though a browser has no environment to set it from. The web
//! build leaves that plugin out and installs this: `tracing` events at warning level and above go
//! to the console, and so do the `log` crate's records (wgpu reports through `log`). Levels below
//! warning are compiled out of the web build (`release_max_level_warn` in Cargo.toml).

use tracing_subscriber::layer::SubscriberExt;

/// Sends warnings and errors to the browser's console; a second call changes nothing.
pub fn install() {
    let config = tracing_wasm::WASMLayerConfigBuilder::new()
        .set_max_level(tracing::Level::WARN)
        // A performance mark per message would clutter the browser's timing panel.
        .set_report_logs_in_timings(false)
        .build();
    let subscriber =
        tracing_subscriber::Registry::default().with(tracing_wasm::WASMLayer::new(config));
    // Both fail only when a logger is already set, and then that one keeps working.
    let _ = tracing_log::LogTracer::init();
    let _ = tracing::subscriber::set_global_default(subscriber);
}

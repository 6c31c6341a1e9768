#![no_main]
//! Arbitrary bytes into `core_rs::testing::fuzzing::fuzz_actions` (see its documentation).
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    core_rs::testing::fuzzing::fuzz_actions(data);
});

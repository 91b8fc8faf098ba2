use std::fmt;
// ANCHOR: body
fn one() -> u8 { 1 }
// ANCHOR_END: body
fn hidden() {}
// ANCHOR: body
fn two() -> u8 { 2 }
// ANCHOR_END: body

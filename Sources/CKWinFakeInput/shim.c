// SwiftPM wants a C target to have a source file of its own; everything else in this target is
// generated. This file must not include CKWinFakeInput.h: the header it pulls in is written by
// the build plugin, and SwiftPM may compile this file before the plugin has written it.

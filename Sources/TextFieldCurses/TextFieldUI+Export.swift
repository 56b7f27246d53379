// Every `import TextFieldCurses` also sees the forms, prompts, frames and terminal protocol that
// moved to TextFieldUI: embedders' code compiles as it did before the split.
@_exported import TextFieldUI

/// The state notation (`TextFieldState(notation:)`, `TextFieldModel.editing(notation:)`) ships
/// in TextFieldTestSupport; every test that imports TestSupport sees it.
@_exported import TextFieldTestSupport

import TestSupport
import Testing

/// `textfield serve` with a spec's `suggest`: the ghost's cells have the `suggestion` role (in
/// the schema), and Right takes it.
@Suite struct ServeSuggestionTests {
  @Test func theGhostIsARunOfTheSuggestionRole() throws {
    let run = try ServeProtocolTests().serve([
      ServeProtocolTests.hello,
      #"{"type": "open", "id": 1, "spec": {"fields": [{"key": "c", "label": "City", "suggest": ["Oslo"]}]}}"#,
      #"{"type": "text", "id": 2, "text": "os"}"#,
      #"{"type": "render", "id": 3, "width": 12, "height": 1}"#,
      #"{"type": "key", "id": 4, "key": "Right"}"#,
    ])
    #expect(run.status == 0)
    #expect(
      run.lines.dropFirst(4).first
        == #"{"type": "frame", "id": 3, "width": 12, "height": 1, "rows": [[{"text": "City:", "role": "focusedLabel", "cells": 5}, {"text": " ", "role": null, "cells": 1}, {"text": "os", "role": "text", "cells": 2}, {"text": "lo", "role": "suggestion", "cells": 2}, {"text": "  ", "role": "fieldBlank", "cells": 2}]], "caret": [8, 0]}"#
    )
    #expect(
      run.lines.dropFirst(5).first
        == #"{"type": "changed", "id": 4, "field": "c", "formatted": "Oslo", "value": "Oslo", "complete": true}"#
    )
  }
}

import ContentCommands

CommandShell.run(ContentLint.self, tool: "content-lint")

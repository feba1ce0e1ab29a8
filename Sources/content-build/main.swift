import ContentCommands

CommandShell.run(ContentBuild.self, tool: "content-build")

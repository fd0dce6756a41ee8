// SPDX-License-Identifier: MIT
// A test token for the chain tests: a minimal ERC-20 whose name, symbol and decimals
// are given at deployment (USDT has 6 decimals on Ethereum, 18 on BNB Smart Chain), and which
// anyone may mint. Never deploy it anywhere real. Compiled by `npm run contracts` into
// TestUSDT.json (abi and bytecode), which is committed beside it.
pragma solidity ^0.8.20;

contract TestUSDT {
    string public name;
    string public symbol;
    uint8 public immutable decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    constructor(string memory name_, string memory symbol_, uint8 decimals_) {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    /// Creates `amount` token units for `to`: open to anyone, this is a test token.
    function mint(address to, uint256 amount) external {
        require(to != address(0), "mint to the zero address");
        totalSupply += amount;
        balanceOf[to] += amount;
        emit Transfer(address(0), to, amount);
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(msg.sender, to, amount);
        return true;
    }

    /// Transfers `amounts[i]` to `to[i]` for each i: many Transfer events in one transaction
    /// (the deposit watcher's benchmark fills blocks with them).
    function batchTransfer(address[] calldata to, uint256[] calldata amounts) external returns (bool) {
        require(to.length == amounts.length, "lengths differ");
        for (uint256 i = 0; i < to.length; i++) _transfer(msg.sender, to[i], amounts[i]);
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        emit Approval(msg.sender, spender, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        if (allowed != type(uint256).max) {
            require(allowed >= amount, "allowance exceeded");
            allowance[from][msg.sender] = allowed - amount;
        }
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) private {
        require(to != address(0), "transfer to the zero address");
        uint256 balance = balanceOf[from];
        require(balance >= amount, "balance exceeded");
        balanceOf[from] = balance - amount;
        balanceOf[to] += amount;
        emit Transfer(from, to, amount);
    }
}
